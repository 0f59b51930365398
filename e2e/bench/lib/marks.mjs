// In-page timings: Playwright's waitFor polls (up to 500 ms apart), so the bench records inside the page,
// with a MutationObserver, the moment each awaited element first appears in the DOM, and the time of the
// last click. Times are performance.now() of the page (0 = start of the navigation).

/** @param {Record<string, { selector: string, text?: string }>} watches */
export function marksInitScript(watches) {
  return {
    content: `(() => {
      const watches = ${JSON.stringify(watches)};
      const marks = (window.__benchMarks = {});
      const check = () => {
        for (const [name, w] of Object.entries(watches)) {
          if (marks[name] !== undefined) continue;
          const hit = [...document.querySelectorAll(w.selector)].some((el) => w.text === undefined || el.textContent.trim() === w.text);
          if (hit) marks[name] = performance.now();
        }
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
      document.addEventListener('click', (e) => { marks.click = e.timeStamp; }, true);
    })();`,
  };
}

export const readMarks = (page) => page.evaluate(() => ({ ...globalThis.__benchMarks }));
