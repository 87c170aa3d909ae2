// The app's one alert banner queue.
import { createAlertQueue } from "./alert-queue.ts";

export const alerts = createAlertQueue();
