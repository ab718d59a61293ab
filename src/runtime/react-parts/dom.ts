/** react-dom's client and its scheduler: the second, larger evaluation step (react-warm.ts). */
import "react-dom/client";
