// Follow the browser's online/offline events into the noService signal.
import { noService } from "../../stores/network.ts";

/** Starts listening; returns the function that stops. */
export function watchNetwork(target: Window = window): () => void {
  const online = () => {
    noService.value = false;
  };
  const offline = () => {
    noService.value = true;
  };
  target.addEventListener("online", online);
  target.addEventListener("offline", offline);
  return () => {
    target.removeEventListener("online", online);
    target.removeEventListener("offline", offline);
  };
}
