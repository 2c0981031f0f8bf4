/** What a worker tells the primary over the cluster's IPC channel. */
export interface WorkerListening {
  type: 'petstore:listening';
  url: string;
  grpcAddress: string;
  pid: number;
}

export function isWorkerListening(message: unknown): message is WorkerListening {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === 'petstore:listening'
  );
}
