/**
 * The job queues (DESIGN §1). A later issue adds its queue here (reports, mail); the queue is
 * created on start with its policy and retry options, and `worker` says how a process works it.
 */
export const QUEUES = {
  /**
   * The reference operator's pending operations (spec §4 Service: pending → connected), due after
   * OPERATOR_DELAY_MS. `short`: one waiting job per number + product (singleton key).
   */
  operatorCompletions: {
    name: 'operator-completions',
    policy: 'short',
    retryLimit: 5,
    retryDelay: 2,
    retryBackoff: true,
    expireInSeconds: 60,
    worker: { pollingIntervalSeconds: 0.5, batchSize: 5 },
  },
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES]['name'];
