/** The password of every demo account on a test server (the seeded templates are made with it: global-setup.ts). */
export const TEST_PASSWORD = "correct-horse-battery-staple";
