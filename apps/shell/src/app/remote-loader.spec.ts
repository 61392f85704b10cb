import path from 'node:path';
import { loadRemoteModule, remoteContainerGlobal } from './remote-loader';

// jsdom does not run inserted scripts: each test plays the browser, answering the script's load
// with a container on window (as a remoteEntry.js does) or with an error.
type Globals = Record<string, unknown>;
const globals = globalThis as unknown as Globals;

function answerScripts(answer: (script: HTMLScriptElement) => 'load' | 'error') {
  const append = document.head.appendChild.bind(document.head);
  return jest.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    append(node);
    if (node instanceof HTMLScriptElement) queueMicrotask(() => node.dispatchEvent(new Event(answer(node))));
    return node;
  });
}

describe('remote loader', () => {
  afterEach(() => jest.restoreAllMocks());

  it('loads the entry once and returns the exposed module', async () => {
    const pages = { pages: {} };
    const get = jest.fn(async () => () => pages);
    const spy = answerScripts(() => {
      globals[remoteContainerGlobal('shop')] = { get };
      return 'load';
    });

    await expect(loadRemoteModule('shop', '/remotes/shop/remoteEntry.js?v=1', './pages')).resolves.toBe(pages);
    await loadRemoteModule('shop', '/remotes/shop/remoteEntry.js?v=1', './pages');

    expect(spy).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('./pages');
  });

  it('fails as a chunk load error the page can recover from, and tries again on the next call', async () => {
    let fail = true;
    const spy = answerScripts(() => {
      if (fail) return 'error';
      globals[remoteContainerGlobal('content')] = { get: async () => () => 'module' };
      return 'load';
    });

    await expect(loadRemoteModule('content', '/remotes/content/remoteEntry.js?v=2', './pages')).rejects.toMatchObject({ name: 'ChunkLoadError' });
    expect(document.querySelector('script[src="/remotes/content/remoteEntry.js?v=2"]')).toBeNull();

    fail = false;
    await expect(loadRemoteModule('content', '/remotes/content/remoteEntry.js?v=2', './pages')).resolves.toBe('module');
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('refuses a script that loads but sets no container', async () => {
    answerScripts(() => 'load');
    await expect(loadRemoteModule('dealers', '/remotes/dealers/remoteEntry.js?v=3', './pages')).rejects.toMatchObject({ name: 'ChunkLoadError' });
  });
});

describe('the container name', () => {
  it('is the one the remote builds assign their container to (tools/scripts/federation.cjs)', () => {
    const buildSettings = path.join(__dirname, '../../../../tools/scripts/federation.cjs');
    const build = jest.requireActual<{ remoteContainerGlobal: (remote: string) => string }>(buildSettings);
    for (const remote of ['shop', 'content', 'admin']) expect(remoteContainerGlobal(remote)).toBe(build.remoteContainerGlobal(remote));
  });
});
