/**
 * The one entry the page loads. Its work is start.ts's, which the build puts in the spine's one
 * file (decision 0026), so this file only names it.
 */
import { startIslet } from "./start";

startIslet();
