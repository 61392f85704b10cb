// Stylesheets belong to the entry, so the server can link them in the first HTML (no flash).
import '@bike/shared/ui/styles.css';
import './shell.css';

// Async boundary: module federation negotiates shared singletons (React, router, store) before
// any of them is used, so the shell's code starts from a dynamic import.
import('./bootstrap');
