// Every upstream path the portal calls, one module per area beside this one. Each is a route of the API's
// route table (lib/api/contract/operations/), and only one: its pattern is type-checked against the table,
// so a path the API does not serve fails `tsc`. Server providers call them directly, through `paths`;
// browser code imports its area's paths alone (a page carries only what it calls) and calls them through
// the portal's proxy with viaProxy(), which forwards only the routes the table marks `proxy`.
import { accountPaths } from './account';
import { adminPaths } from './admin';
import { appointmentPaths } from './appointments';
import { cataloguePaths } from './catalogue';
import { mealPlanPaths } from './meal-plans';
import { moneyPaths } from './money';
import { notificationPaths } from './notifications';
import { practicePaths } from './practice';
import { userPaths } from './users';

/** Every path, for the server's providers. */
export const paths = {
  ...accountPaths,
  ...userPaths,
  ...practicePaths,
  ...mealPlanPaths,
  ...moneyPaths,
  ...appointmentPaths,
  ...cataloguePaths,
  ...adminPaths,
  ...notificationPaths,
} as const;
