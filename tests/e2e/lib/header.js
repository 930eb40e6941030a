// A game's header as a player sees it: its title, status and buttons inside the window
// and none of them under a corner button (keys, projector), which sit in the header's
// reserved end. Found by looking: in a longer language, or on a projector's large type,
// the buttons once ran on under the corner buttons and off the screen.

/// The texts of the header's items that are outside the window or under a corner
/// button (an empty list when all are seen).
export async function headerHidden(page) {
  return page.evaluate(() => {
    const box = (el) => el.getBoundingClientRect();
    const shown = (b) => b.width > 0 && b.height > 0;
    const corners = ['#keys-toggle', '#projector-toggle']
      .map((s) => document.querySelector(s))
      .filter((el) => el && shown(box(el)))
      .map(box);
    const apart = (a, c) => a.right <= c.left || c.right <= a.left || a.bottom <= c.top || c.bottom <= a.top;
    const head = document.querySelector('.play-head');
    if (!head) return ['no game header'];
    const items = [...head.querySelectorAll(':scope > h1, :scope > .round, :scope > .turn, :scope > button')];
    return items
      .filter((el) => {
        const b = box(el);
        if (!shown(b)) return false;
        const inside = b.left >= 0 && b.top >= 0 && b.right <= innerWidth + 0.5 && b.bottom <= innerHeight + 0.5;
        return !inside || corners.some((c) => !apart(b, c));
      })
      .map((el) => el.textContent.trim());
  });
}
