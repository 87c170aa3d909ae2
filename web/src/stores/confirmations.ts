// The app's one confirmation dialog queue.
import { createConfirmationQueue } from "./confirmation-queue.ts";

export const confirmations = createConfirmationQueue();
