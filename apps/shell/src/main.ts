// The shell's stylesheets are a build entry of their own (`styles`, tools/scripts/rspack-app.cjs).

/**
 * The shell starts in steps, each in a task of its own. The shared packages and the shell's code
 * are all in the start-up scripts (eager imports: no further request), but
 * evaluating them is work: done at once it was one task of ~250 ms on a slow phone, blocking
 * input. Between steps the browser may paint and handle input. Each step evaluates one package
 * and what it needs that is not evaluated yet, in the order the bootstrap needs them.
 */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

const steps: (() => Promise<unknown>)[] = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ 'react-router'),
  () => import(/* webpackMode: "eager" */ 'react-intl'),
  () => import(/* webpackMode: "eager" */ '@bike/shared/i18n'),
  () => import(/* webpackMode: "eager" */ '@bike/shared/store'),
  () => import(/* webpackMode: "eager" */ '@bike/shared/api-client'),
  () => import(/* webpackMode: "eager" */ './bootstrap'),
];

async function start(): Promise<void> {
  for (const step of steps) {
    // The first wait also keeps this work out of the task that evaluates the script itself.
    await nextTask();
    await step();
  }
}

void start();
