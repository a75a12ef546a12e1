// Scripts the offline benchmark runs inside the page (page.evaluate). They are plain JavaScript text, not
// functions: the TypeScript loader would wrap functions in helpers the page does not have.

/** The benchmark hook of offline-session.ts (installed when localStorage 'console-bench' is '1'). */
const HOOK = 'window.__consoleOffline';

/** Answers the engine's status once the session is running, or null. */
export const STATUS = `(() => { const s = ${HOOK}?.session(); return s ? s.engine.getStatus() : null; })()`;

/** The User Timing measures the engine records (sync-engine.ts), oldest first. */
export const measures = (name: string) =>
  `performance.getEntriesByName(${JSON.stringify(name)}, 'measure').map((m) => ({ startTime: m.startTime, duration: m.duration, detail: m.detail ?? null }))`;

/** Rows per object store of a database (raw IndexedDB, no Dexie). */
export const storeCounts = (database: string) => `(async () => {
  const db = await new Promise((resolve, reject) => { const r = indexedDB.open(${JSON.stringify(database)}); r.onsuccess = () => resolve(r.result); r.onerror = () => reject(r.error); });
  const names = [...db.objectStoreNames];
  const tx = db.transaction(names, 'readonly');
  const out = {};
  await Promise.all(names.map((name) => new Promise((resolve, reject) => { const r = tx.objectStore(name).count(); r.onsuccess = () => { out[name] = r.result; resolve(); }; r.onerror = () => reject(r.error); })));
  db.close();
  return out;
})()`;

/**
 * The raw IndexedDB baseline: reads the rows priming wrote back out of the mirror, creates a fresh database
 * with the same object stores and indexes, and times writing them all in ONE readwrite transaction (until
 * it completes). The copy is deleted afterwards.
 */
export const rawIndexedDbCopy = (database: string, stores: readonly string[]) => `(async () => {
  const req = (r) => new Promise((resolve, reject) => { r.onsuccess = () => resolve(r.result); r.onerror = () => reject(r.error); });
  const source = await req(indexedDB.open(${JSON.stringify(database)}));
  const stores = ${JSON.stringify(stores)};
  const read = source.transaction(stores, 'readonly');
  const schema = [];
  const data = {};
  for (const name of stores) {
    const store = read.objectStore(name);
    schema.push({ name, keyPath: store.keyPath, autoIncrement: store.autoIncrement,
      indexes: [...store.indexNames].map((i) => { const index = store.index(i); return { name: i, keyPath: index.keyPath, unique: index.unique, multiEntry: index.multiEntry }; }) });
    data[name] = await req(store.getAll());
  }
  source.close();
  const copyName = 'bench-raw-copy-' + Date.now();
  const open = indexedDB.open(copyName, 1);
  open.onupgradeneeded = () => {
    for (const s of schema) {
      const store = open.result.createObjectStore(s.name, { keyPath: s.keyPath, autoIncrement: s.autoIncrement });
      for (const i of s.indexes) store.createIndex(i.name, i.keyPath, { unique: i.unique, multiEntry: i.multiEntry });
    }
  };
  const copy = await req(open);
  let rows = 0;
  const started = performance.now();
  const tx = copy.transaction(stores, 'readwrite');
  for (const name of stores) { const store = tx.objectStore(name); for (const row of data[name]) { store.put(row); rows++; } }
  await new Promise((resolve, reject) => { tx.oncomplete = resolve; tx.onerror = () => reject(tx.error); tx.onabort = () => reject(tx.error); });
  const ms = performance.now() - started;
  copy.close();
  await req(indexedDB.deleteDatabase(copyName));
  return { ms, rows };
})()`;

/** Queues `count` call comments on the given accounts through the outbox (enqueue: local write + command). */
export const enqueueComments = (accountIds: readonly number[], count: number, textPrefix: string) => `(async () => {
  const ids = ${JSON.stringify(accountIds)};
  const started = performance.now();
  const each = [];
  const spans = [];
  for (let i = 0; i < ${count}; i++) {
    const t = performance.now();
    await ${HOOK}.enqueue({ name: 'addComment', args: { entityTypeId: 3, entityId: ids[i % ids.length], activityType: 'Call', callStatusId: 12, text: ${JSON.stringify(textPrefix)} + i } });
    const end = performance.now();
    each.push(end - t);
    spans.push([t, end]);
  }
  const db = ${HOOK}.session().db;
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  // Where each enqueue's time went, by the outbox's User Timing marks (write-result.ts markWrite): to the
  // transaction's start ('tx': waiting for IndexedDB to run it), the seq, the command's prepare, the writes, and
  // from the last write to the commit.
  const steps = ['tx', 'allocated', 'prepared', 'applied'];
  const marks = Object.fromEntries(steps.map((s) => [s, performance.getEntriesByName('offline-write:' + s).map((e) => e.startTime)]));
  const phasesOf = (from, to) => {
    const sums = [0, 0, 0, 0, 0];
    for (const [t, end] of spans.slice(from, to)) {
      const at = steps.map((s) => marks[s].find((m) => m >= t && m <= end) ?? t);
      const points = [t, ...at, end];
      for (let k = 0; k < 5; k++) sums[k] += points[k + 1] - points[k];
    }
    return sums.map((x) => x / Math.max(1, to - from));
  };
  return { ms: performance.now() - started, queued: await db.outbox.count(), first50: mean(each.slice(0, 50)), last50: mean(each.slice(-50)), phasesFirst50: phasesOf(0, 50), phasesLast50: phasesOf(spans.length - 50, spans.length) };
})()`;

/** Waits until nothing but rejected work is in the outbox; answers when (performance.now()) and what is left. */
export const outboxDrained = (timeoutMs: number) => `(async () => {
  // Woken by the outbox's own changes (a live query), not by polling it: a poll every 20 ms read the 500 queued rows
  // each time, page CPU that the server's replay then shared its two cores with.
  const session = ${HOOK}.session();
  const db = session.db;
  const left = await new Promise((resolve) => {
    let last = null;
    let done = false;
    let subscription = null;
    const finish = (n) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      subscription?.unsubscribe();
      resolve(n);
    };
    const timer = setTimeout(() => finish(last), ${timeoutMs});
    subscription = session.liveQuery(() => db.outbox.where('status').notEqual('rejected').count()).subscribe({
      next: (n) => {
        last = n;
        if (n === 0) finish(0);
      },
    });
    if (done) subscription.unsubscribe();
  });
  const at = performance.now();
  const rejected = await db.outbox.where('status').equals('rejected').toArray();
  return { at, left, rejected: rejected.map((r) => r.lastError?.msg ?? '?') };
})()`;

/** One sync run (push, then pull) started by hand; answers its result and its wall time in the page. */
export const syncOnce = `(async () => {
  const started = performance.now();
  const run = await ${HOOK}.session().engine.sync();
  return { run, ms: performance.now() - started, started };
})()`;

/** Marks when the first account link of the my-accounts table is in the document (performance.now()). */
export const FIRST_ROW_WATCH = `(() => {
  window.__loaf = [];
  try { new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__loaf.push(Math.round(e.startTime) + '+' + Math.round(e.duration) + '[' + e.scripts.map((s) => (s.sourceURL.split('/').pop() || s.invoker).slice(0, 20) + ':' + s.invokerType + ':' + Math.round(s.duration)).join(' ') + ']'); }).observe({ type: 'long-animation-frame', buffered: true }); } catch {}
  const check = () => {
    if (window.__headingAt === undefined && document.querySelector('h1')) window.__headingAt = performance.now();
    if (window.__tableAt === undefined && document.querySelector('table')) { window.__tableAt = performance.now(); performance.mark('offline-session:table'); }
    if (document.querySelector('table a[href*="/account/"]')) {
      window.__firstRowAt = performance.now();
      // Where the time went: the app's marks and when the start's chunks arrived (from navigation start).
      const base = (r) => r.name.split('/').pop();
      const chunks = performance.getEntriesByType('resource').filter((r) => /^(index|_authed|my-accounts|offline-session|offline-runtime|shell-sync|sync-worker|dexie)-/.test(base(r)) && base(r).endsWith('.js'));
      window.__coldTrace = [
        ...performance.getEntriesByType('mark').filter((m) => m.name.startsWith('offline-session')).map((m) => m.name.replace('offline-session:', 'session ') + ' ' + Math.round(m.startTime)),
        ...chunks.map((r) => base(r).slice(0, -12) + ' ' + Math.round(r.startTime) + '-' + Math.round(r.responseEnd)),
      ].join(', ') + ' LOAF ' + window.__loaf.join(' ');
    }
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/** Marks when the termsheet page's milestones table is in the document (performance.now()). */
export const TERMSHEET_WATCH = `(() => {
  const check = () => {
    if (document.querySelector('section[aria-labelledby="termsheet-milestones-heading"] table tbody tr')) window.__milestonesAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/**
 * Arms a watch for one offline write (resolves window.__writeShown): from the pointerdown on the submit button
 * (else its click) to the moment an element matching `selector`, outside any dialog, holds every one of `texts`
 * ('dom'), to the next animation frame after that ('frame'), and to the moment no dialog is open ('closed': the
 * form's dialog has gone; at once for a form outside a dialog). Answers once armed; read window.__writeShown (a
 * promise) after the tap. The default selector is the record's comment list.
 */
export const watchWrite = (texts: string | readonly string[], selector = 'ul[aria-label="Comments"] > li') => `(() => {
  let tapAt = null;
  let dom = null;
  let closed = null;
  const texts = ${JSON.stringify(typeof texts === 'string' ? [texts] : texts)};
  const onTap = (e) => { if (tapAt === null && e.target instanceof Element && e.target.closest('button[type="submit"]')) tapAt = performance.now(); };
  document.addEventListener('pointerdown', onTap, true);
  document.addEventListener('click', onTap, true);
  window.__writeShown = new Promise((resolve) => {
    const has = () => [...document.querySelectorAll(${JSON.stringify(selector)})].some((el) => !el.closest('[role="dialog"]') && texts.every((t) => el.textContent.includes(t)));
    const observer = new MutationObserver(() => {
      if (tapAt === null) return;
      if (dom === null && has()) dom = performance.now() - tapAt;
      if (closed === null && !document.querySelector('[role="dialog"]')) closed = performance.now() - tapAt;
      if (dom === null || closed === null) return;
      observer.disconnect();
      document.removeEventListener('pointerdown', onTap, true);
      document.removeEventListener('click', onTap, true);
      const at = tapAt;
      requestAnimationFrame(() => setTimeout(() => resolve({ dom, closed, frame: performance.now() - at, tapAt: at }), 0));
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  return true;
})()`;

export const BENCH_FLAG = `try { localStorage.setItem('console-bench', '1'); } catch {}`;

/** Storage the origin uses (Chromium adds a per-kind breakdown). */
export const STORAGE_ESTIMATE = `navigator.storage.estimate().then((e) => ({ usage: e.usage ?? 0, quota: e.quota ?? 0, details: e.usageDetails ?? null }))`;

/** Chromium's JS heap figures (precise with --enable-precise-memory-info). */
export const HEAP = `(() => { const m = performance.memory; return m ? { used: m.usedJSHeapSize, total: m.totalJSHeapSize } : null; })()`;

/** The install's sync state (meta.ts): its clientId and pull cursor. */
export const SYNC_META = `${HOOK}.session().db.meta.get('sync').then((m) => ({ clientId: m.clientId, cursor: m.cursor }))`;

/**
 * The device copy's size by count (issue 10, "A lean snapshot"), steadier than storage.estimate (whose IndexedDB
 * figure moves with LevelDB's compaction): every row's JSON length and every index entry (IndexedDB indexes no
 * row whose key is null or missing). `dropped` lists indexes an earlier schema had ({ store: [keyPath...] }):
 * the entries they would hold now are counted the same way, for the before figure.
 */
export const mirrorFootprint = (database: string, stores: readonly string[], dropped: Record<string, string[]>) => `(async () => {
  const req = (r) => new Promise((resolve, reject) => { r.onsuccess = () => resolve(r.result); r.onerror = () => reject(r.error); });
  const db = await req(indexedDB.open(${JSON.stringify(database)}));
  const stores = ${JSON.stringify(stores)}.filter((s) => db.objectStoreNames.contains(s));
  const dropped = ${JSON.stringify(dropped)};
  const tx = db.transaction(stores, 'readonly');
  let rows = 0, jsonBytes = 0, entries = 0, droppedEntries = 0;
  for (const name of stores) {
    const store = tx.objectStore(name);
    const all = await req(store.getAll());
    rows += all.length;
    for (const row of all) jsonBytes += JSON.stringify(row).length;
    for (const index of store.indexNames) entries += await req(store.index(index).count());
    for (const path of dropped[name] ?? []) droppedEntries += all.filter((row) => row[path] !== null && row[path] !== undefined).length;
  }
  db.close();
  return { rows, jsonBytes, entries, droppedEntries };
})()`;

/**
 * Collects the page's long tasks (PerformanceObserver 'longtask': main-thread tasks over 50 ms) into
 * window.__longTasks as [startTime, duration], for the prime's figure (issue 10: none over 100 ms while priming).
 */
export const LONG_TASKS = `(() => {
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
})();`;

/**
 * Records the page's long animation frames (with their scripts), its User Timing marks and each keydown in the search
 * box, in window.__frames (the offline bench's BENCH_OFFLINE_FRAMES).
 */
export const watchFrames = `(() => {
  const out = { frames: [], keys: [], since: performance.now() };
  window.__frames = out;
  document.addEventListener('keydown', () => out.keys.push(performance.now()), true);
  new PerformanceObserver((list) => {
    for (const f of list.getEntries()) out.frames.push({ start: f.startTime, duration: f.duration, blocking: f.blockingDuration, renderStart: f.renderStart, layoutStart: f.styleAndLayoutStart,
      scripts: f.scripts.map((s) => ({ start: s.startTime, duration: s.duration, invoker: s.invoker, fn: s.sourceFunctionName, src: s.sourceURL.split('/').pop() + ':' + s.sourceCharPosition, layout: s.forcedStyleAndLayoutDuration })) });
  }).observe({ type: 'long-animation-frame' });
  new PerformanceObserver((list) => {
    for (const m of list.getEntries()) (out.marks ??= []).push({ name: m.name, t: m.startTime });
  }).observe({ type: 'mark' });
  return true;
})()`;
