/** React, react-dom's client and its scheduler: what warmReact (react-warm.ts) evaluates first. */
import "react";
import "react/jsx-runtime";
import "react-dom/client";
