import { Trans } from "@lingui/react/macro";

/** Why the camera helps, what to try when a code will not read, and how to allow camera and location. */
export function CameraHelp() {
  return (
    <section className="camera-help" aria-labelledby="camera-help-heading">
      <h2 id="camera-help-heading">
        <Trans>Not able to scan?</Trans>
      </h2>
      <p>
        <Trans>
          Scanning the sticker finds the right trailer in a second, with no typing mistakes. Hitch uses the
          camera only on this screen and never keeps a picture.
        </Trans>
      </p>
      <h3>
        <Trans>If the code will not read</Trans>
      </h3>
      <ul>
        <li>
          <Trans>Wipe the sticker and your camera lens.</Trans>
        </li>
        <li>
          <Trans>Hold the phone 6 to 12 inches (15 to 30 cm) away, so the code fills the frame.</Trans>
        </li>
        <li>
          <Trans>At night, turn on the light; in sunlight, tilt the phone to get rid of glare.</Trans>
        </li>
        <li>
          <Trans>
            A torn or faded sticker will not read: enter the trailer number instead, and report the sticker.
          </Trans>
        </li>
      </ul>
      <h3>
        <Trans>Allow the camera and your location</Trans>
      </h3>
      <p>
        <Trans>
          Location shows that you are at the trailer. Without it you will be asked for the trailer's plate or
          VIN.
        </Trans>
      </p>
      <details>
        <summary>
          <Trans>Android phone, in Chrome</Trans>
        </summary>
        <ol>
          <li>
            <Trans>Tap the icon to the left of the web address, then Permissions (or Site settings).</Trans>
          </li>
          <li>
            <Trans>Set Camera to Allow and Location to Allow.</Trans>
          </li>
          <li>
            <Trans>Reload the page.</Trans>
          </li>
        </ol>
      </details>
      <details>
        <summary>
          <Trans>Android phone, Hitch installed on the home screen</Trans>
        </summary>
        <ol>
          <li>
            <Trans>Touch and hold the Hitch icon, then tap App info.</Trans>
          </li>
          <li>
            <Trans>
              Tap Permissions: set Camera to Allow only while using the app, and Location the same.
            </Trans>
          </li>
          <li>
            <Trans>Open Hitch again.</Trans>
          </li>
        </ol>
      </details>
      <details>
        <summary>
          <Trans>iPhone, in Chrome</Trans>
        </summary>
        <ol>
          <li>
            <Trans>Open the Settings app, then Apps, then Chrome.</Trans>
          </li>
          <li>
            <Trans>Turn Camera on, and set Location to While Using the App.</Trans>
          </li>
          <li>
            <Trans>Go back to Chrome, reload the page and allow when asked.</Trans>
          </li>
        </ol>
      </details>
      <details>
        <summary>
          <Trans>iPhone, in Safari</Trans>
        </summary>
        <ol>
          <li>
            <Trans>
              In Safari, tap the page settings button at the left of the address bar, then Website Settings.
            </Trans>
          </li>
          <li>
            <Trans>Set Camera to Allow and Location to Allow.</Trans>
          </li>
          <li>
            <Trans>
              If location is still off: open the Settings app, then Privacy &amp; Security, then Location
              Services, and set Safari Websites to While Using the App.
            </Trans>
          </li>
        </ol>
      </details>
    </section>
  );
}
