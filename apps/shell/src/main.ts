// Stylesheets belong to the entry, so the server can link them in the first HTML (no flash).
import '@bike/shared/ui/styles.css';
import './shell.css';

/**
 * The shell starts in steps, each in a task of its own. The shared packages and the shell's code
 * are all in this one script (eager shared modules and eager imports: no further request), but
 * evaluating them is work: done at once it was one task of ~250 ms on a slow phone, blocking
 * input. Between steps the browser may paint and handle input; the order is the order in which
 * the bootstrap needs them, largest first.
 */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-router');
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-intl');
  await nextTask();
  await import(/* webpackMode: "eager" */ './bootstrap');
}

void start();
