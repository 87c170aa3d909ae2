// Taps on a prerendered screen before the app's script has run (decision 055:
// at one bar the form is on screen seconds before its code). A button does
// nothing until React owns it, and a submit button would post the form to the
// page's own URL, losing what was typed. So the prerendered documents carry this
// script inline (its hash is in the CSP, like the inline stylesheet): it holds
// the driver's last tap on a button, and the app repeats it once it has taken
// the screen over (web/src/first-screen/early-taps.ts).

/** The window property where the held taps wait for the app (the last one only: two taps send once). */
export const EARLY_TAPS = "hitchEarlyTaps";
/** Set by the app once React owns the screen: from then on React answers taps itself. */
export const EARLY_TAPS_DONE = "hitchEarlyTapsDone";
/**
 * The field the driver is in, noted by the script: a shell the app draws afresh takes its field
 * away, and the browser forgets the focus with it (web/src/first-screen/typed-before-hydration.ts).
 */
export const EARLY_FOCUS = "hitchEarlyFocus";
/** On the held button, so the driver sees the tap was taken (web/src/styles/early-taps.css). */
export const EARLY_TAP_ATTRIBUTE = "data-early-tap";

/**
 * The inline script (ES5, no module: it must run before anything else arrives). It stops the tap
 * before React's own listener too: React, asked to hydrate, would answer a tap at once, before the
 * typing on the screen has reached the form (web/src/first-screen/typed-before-hydration.ts). It
 * notes the field the driver is in (EARLY_FOCUS); a field that loses the focus only because the
 * app takes it away is still the one they were in (its focusout is looked at once that is done).
 */
export const EARLY_TAPS_SCRIPT = `(function(){var held=window.${EARLY_TAPS}=[];document.addEventListener("click",function(e){if(window.${EARLY_TAPS_DONE})return;var b=e.target&&e.target.closest&&e.target.closest("button");if(!b||b.disabled)return;e.preventDefault();e.stopPropagation();for(var i=0;i<held.length;i++)held[i].removeAttribute("${EARLY_TAP_ATTRIBUTE}");held.length=0;held.push(b);b.setAttribute("${EARLY_TAP_ATTRIBUTE}","")},true);document.addEventListener("focusin",function(e){window.${EARLY_FOCUS}=e.target});document.addEventListener("focusout",function(e){setTimeout(function(){if(e.target.isConnected&&window.${EARLY_FOCUS}===e.target)window.${EARLY_FOCUS}=null})})})();`;
