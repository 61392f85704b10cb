/**
 * What the browser builds get for 'hoist-non-react-statics' (tools/scripts/rspack-app.cjs).
 *
 * react-intl defines its context in the module of its `injectIntl` HOC, so every bundle that
 * uses `useIntl` also evaluates that module, and with it the HOC's helper package (1 KiB gzip,
 * CommonJS, so never tree-shaken). Only `injectIntl` calls the helper, and browser code cannot
 * import `injectIntl`: it may use only the exports of react-intl-slice.ts (checked by
 * tools/scripts/package-slices.spec.ts). Should it ever be called, the wrapped component simply
 * keeps no static members of its own.
 */
export default function hoistNonReactStatics<T>(target: T): T {
  return target;
}
