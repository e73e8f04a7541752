// The board's notice after a move (moveNotice.ts) and its 'Deshacer': the reverse move judged like a
// drop on the place the booking came from (a refusal names its rule) and sent through the same
// agendamiento/set_clase, at the version the move left (someone else's change meanwhile is refused).
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { SlotView } from '../../../core/school/scheduler/slotView';
import { feedback } from '../../shell/feedback';
import { findBooking, planDrop } from './board';
import type { BoardAbilities } from './BoardContext';
import { canUndo, type DoneMove, movedText, UNDO_REASON, undoDestination, undoneText } from './moveNotice';
import type { useBoardWrites } from './useBoardWrites';

export interface Notice {
  key: number;
  text: string;
  /** The move 'Deshacer' reverses; absent when there is nothing to undo. */
  move?: DoneMove;
}

export function useMoveNotice(slot: SlotView, can: BoardAbilities, writes: ReturnType<typeof useBoardWrites>) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const latest = useRef(slot);
  useLayoutEffect(() => {
    latest.current = slot;
  });

  const done = useCallback(
    (move: DoneMove) => setNotice({ key: Date.now(), text: movedText(latest.current, move), ...(canUndo(move, can) ? { move } : {}) }),
    [can],
  );

  const undo = useCallback(async () => {
    const move = notice?.move;
    setNotice(null);
    if (!move) return;
    const now = latest.current;
    const booking = findBooking(now, move.booking.id);
    // Judged here only while the board still shows it where the move left it; otherwise the server decides.
    if (booking && booking.clase_id === move.to) {
      const plan = planDrop(now, booking.id, undoDestination(move));
      if (plan.kind === 'refused') {
        feedback.error(`No se pudo deshacer: ${plan.message}`);
        return;
      }
    }
    try {
      await writes.move({ ...(booking ?? move.booking), clase_id: move.to, version: move.version }, move.from, move.from === null ? UNDO_REASON : undefined);
      setNotice({ key: Date.now(), text: undoneText(now, move) });
    } catch {
      // The refusal is shown by writes.move, as for any other move.
    }
  }, [notice, writes]);

  const close = useCallback(() => setNotice(null), []);
  return { notice, done, undo, close };
}
