// The seven card categories of docs/product.md §3, each with its assessment type, its damage
// category screen (the damage layout; Other has none and goes straight to its
// comment) and its damage comment screen (docs/product.md §2 routes).
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CategoryScreen, CommentScreen } from "#web/config/assessment-screens.ts";
import type { AssessmentType } from "#web/stores/assessment-draft.ts";

export type Category = {
  type: AssessmentType;
  name: MessageDescriptor;
  screen: CategoryScreen | null;
  commentScreen: CommentScreen;
};

/** In the order of docs/product.md §3, with Other last. */
export const CATEGORIES: readonly Category[] = [
  {
    type: "airlinesElectrical",
    name: msg({ message: "Air lines and electrical", context: "assessment category" }),
    screen: "airlineselectricaldamage",
    commentScreen: "airlinesAssessment",
  },
  {
    type: "damage",
    name: msg({ message: "Body damage", context: "assessment category" }),
    screen: "bodydamage",
    commentScreen: "damageAssessment",
  },
  {
    type: "brakes",
    name: msg({ message: "Brakes", context: "assessment category" }),
    screen: "brakedamage",
    commentScreen: "brakeAssessment",
  },
  {
    type: "kingpinLanding",
    name: msg({ message: "Kingpin and support gear (landing gear)", context: "assessment category" }),
    screen: "kingpindamage",
    commentScreen: "kingpinAssessment",
  },
  {
    type: "lights",
    name: msg({ message: "Lights", context: "assessment category" }),
    screen: "electricaldamage",
    commentScreen: "electricalAssessment",
  },
  {
    type: "tires",
    name: msg({ message: "Tires and wheels", context: "assessment category" }),
    screen: "tiredamage",
    commentScreen: "tiresAssessment",
  },
  {
    type: "other",
    name: msg({ message: "Other", context: "assessment category" }),
    screen: null,
    commentScreen: "otherAssessment",
  },
];

export function categoryOfType(type: AssessmentType): Category {
  const found = CATEGORIES.find((c) => c.type === type);
  if (!found) throw new Error(`No category for ${type}`);
  return found;
}

export function categoryOfScreen(screen: string | undefined): Category | undefined {
  return CATEGORIES.find((c) => c.screen !== null && c.screen === screen);
}

export function categoryOfCommentScreen(screen: string | undefined): Category | undefined {
  return CATEGORIES.find((c) => c.commentScreen === screen);
}
