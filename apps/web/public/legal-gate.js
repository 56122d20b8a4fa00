// Runs before first paint (a classic script: the CSP allows no inline ones). A first-time visitor
// sees the legal notice that index.html carries as plain HTML, at once, instead of after the app's
// JavaScript has loaded; a visitor who agreed before never sees it. Agreeing before the app has loaded
// is remembered the same way the app remembers it (localStorage legal_notice_agreed, with its date).
(function () {
  var KEY = 'legal_notice_agreed';
  var root = document.documentElement;
  // The page's language (the server writes <html lang="ta-IN"> for Tamil): its copy of the notice shows.
  var tamil = /^ta(-|$)/i.test(root.lang);
  var AGREE = tamil ? 'static-legal-agree-ta' : 'static-legal-agree';
  try {
    var stored = JSON.parse(localStorage.getItem(KEY) || 'null');
    if (stored && stored.agreed) root.classList.add('legal-agreed');
  } catch {
    // unreadable storage: show the notice
  }
  var open = function () {
    return !root.classList.contains('legal-agreed') && document.getElementById(AGREE);
  };
  // A modal dialog: focus starts on its one control and stays there until it is agreed to.
  var focus = function (agree) {
    agree.focus({ preventScroll: true });
  };
  document.addEventListener('DOMContentLoaded', function () {
    // In the next frame, whose style and layout the browser does anyway: focusing here would force them
    // inside the parser's last task, making it one long task (120 ms in a Lighthouse trace of /quick-buy).
    requestAnimationFrame(function () {
      var agree = open();
      if (agree && document.activeElement !== agree) focus(agree);
    });
    var box = tamil && document.getElementById('legal-notice-ok');
    if (box) box.setAttribute('aria-label', box.getAttribute('data-label-ta'));
  });
  document.addEventListener('keydown', function (event) {
    var agree = open();
    if (!agree) return;
    if (event.key === 'Tab') {
      event.preventDefault();
      focus(agree);
    } else if ((event.key === 'Enter' || event.key === ' ') && event.target === agree) {
      // The agree button is a <label> (so it works without JavaScript): Enter and Space press it too.
      event.preventDefault();
      agree.click();
    }
  });
  document.addEventListener('click', function (event) {
    var target = event.target;
    if (!target || !target.closest || !target.closest('#static-legal-agree, #static-legal-agree-ta')) return;
    try {
      localStorage.setItem(KEY, JSON.stringify({ agreed: true, date: new Date().toISOString() }));
    } catch {
      // private mode: agreeing still closes it for this page
    }
    root.classList.add('legal-agreed');
    var notice = document.getElementById('static-legal-notice');
    if (notice) notice.remove();
    // The app, if it has started, closes its own copy too (use-legal-notice.ts).
    window.dispatchEvent(new Event('legal-notice-agreed'));
  });
})();
