// Inside another page's frame the app shows only FramedNotice (issue 15, fault 14); the boot
// script paints nothing there either.

/** True when this page is inside a frame (a cross-origin parent may not even be readable). */
export function isFramed(win: Window = window): boolean {
  try {
    return win.top !== win.self;
  } catch {
    return true;
  }
}
