// @reach/ui: what the portal, the giving remote and the admin share.
export * from './theme';
export * from './validation';
export * from './password';
export * from './session';
export * from './accounts';
export * from './graphql';
export * from './subscriptions';
export * from './icons';
export * from './money';
