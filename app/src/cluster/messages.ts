/** What the primary and its HTTP workers tell each other over the cluster's channel. */
export type ClusterMessage =
  | { academy: 'ready'; port: number }
  | { academy: 'stop' }
  | { academy: 'metrics'; id: number }
  | { academy: 'metrics-answer'; id: number; metrics: object[] };

export const isClusterMessage = (message: unknown): message is ClusterMessage =>
  typeof message === 'object' && message !== null && 'academy' in message;
