/**
 * The whole app as one classic script (vite.classic.config.ts), which the server sends to a
 * returning signed-in reader instead of the module build: browsers keep compiled code of classic
 * scripts between visits, and this Chromium keeps none for module scripts, which it parses
 * again on every load. The same two modules as index.html's, in the same order.
 */
import './boot.ts';
import './main.tsx';
