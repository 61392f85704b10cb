// Stylesheets belong to the entry, so the server can link them in the first HTML (no flash).
import '@bike/shared/ui/styles.css';
import './shell.css';

// Async boundary: module federation negotiates shared singletons (React, router, store) before
// any of them is used, so the shell's code starts from a dynamic import.
//
// The largest shared packages are asked for on their own as well, at the same moment. Each one
// is then evaluated in the task in which its chunk arrives, rather than all of them together in
// the one task that evaluates the bootstrap: on a slow phone that single task took ~200 ms and
// blocked the main thread; spread over several tasks, no one of them is long. Nothing waits
// longer: all chunks are requested at once, as before.
void import('react-dom/client');
void import('react-router');
void import('react-intl');
import('./bootstrap');
