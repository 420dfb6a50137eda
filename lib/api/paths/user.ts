// A user's own path, apart from the rest of her record's (users.ts): a page's code that reads only her (the plan
// builder's) then carries this alone, for the bundler keeps a module whole wherever it is imported.
import { route } from './build';

export const userPath = route('/v1/users/:id');
