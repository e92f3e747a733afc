import { LIVE_DVR_MIN_TARGET_DURATION } from '../constants';

/** A stream is a live DVR stream when its target duration is ≥ 10 s and it has a DVR tag or a discontinuity. */
export function isLiveDvr(
  targetDuration: number,
  hasDvrTag: boolean,
  hasDiscontinuity: boolean,
): boolean {
  return targetDuration >= LIVE_DVR_MIN_TARGET_DURATION && (hasDvrTag || hasDiscontinuity);
}
