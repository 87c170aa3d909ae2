// The assessment's screens under /trailers/trailerAssessment/ (docs/product.md §2): a damage
// layout for each category that has one, and a comment screen for each category. Which category
// opens which is features/assessment/categories.ts; the routes are paths.ts.
export const DAMAGE_CATEGORIES = [
  "electricaldamage",
  "bodydamage",
  "brakedamage",
  "tiredamage",
  "kingpindamage",
  "airlineselectricaldamage",
] as const;
export type CategoryScreen = (typeof DAMAGE_CATEGORIES)[number];

const DAMAGE_COMMENT_SCREENS = [
  "otherAssessment",
  "airlinesAssessment",
  "kingpinAssessment",
  "brakeAssessment",
  "damageAssessment",
  "electricalAssessment",
  "tiresAssessment",
] as const;
export type CommentScreen = (typeof DAMAGE_COMMENT_SCREENS)[number];
