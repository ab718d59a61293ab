/** React itself and its JSX runtime: the first of React's two evaluation steps (react-warm.ts). */
import "react";
import "react/jsx-runtime";
