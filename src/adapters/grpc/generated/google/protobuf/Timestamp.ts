// Original file: null

import type { Long } from '@grpc/proto-loader';

export interface Timestamp {
  'seconds'?: (number | string | Long);
  'nanos'?: (number);
}

export interface Timestamp__Output {
  'seconds'?: (number);
  'nanos'?: (number);
}
