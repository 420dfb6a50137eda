// The one description of the upstream API, shared by the portal and the reference upstream.
export * from './admin-metrics';
export * from './auth';
export * from './avatar-photos';
export * from './brands';
export * from './common';
export * from './connection-requests';
export * from './foodstuff-photos';
export * from './foodstuffs';
export * from './meal-plans';
export * from './meals';
export * from './notifications';
export * from './password-reset';
export * from './patients';
export * from './registration';
export * from './sign-in-providers';
export * from './summaries';
export * from './users';
