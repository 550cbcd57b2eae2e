// The boot script's entry (see paint.ts): index.html runs it as a classic script after #root.
import { paintShell } from './paint';

paintShell(document, window);
