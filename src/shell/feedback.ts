// The shell's view of the feedback store (dataProvider/feedback.ts): the same store, as React state.
import { useSyncExternalStore } from 'react';
import { feedback, type FeedbackState } from '../../dataProvider/feedback';

export * from '../../dataProvider/feedback';

export function useFeedback(): FeedbackState {
  return useSyncExternalStore(feedback.subscribe, feedback.get, feedback.get);
}
