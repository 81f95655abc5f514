// store is what the session needs of the device's store, in one chunk: the answers kept for
// reading offline and the outbox of reports waiting to be sent.
export { answers } from './answers';
export { queue } from './outbox';
