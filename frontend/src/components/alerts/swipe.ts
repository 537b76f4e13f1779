/** An alert swiped sideways further than 50 px is dismissed (spec section 9). */
export const swipeDismissThresholdPx = 50;

export const isDismissingSwipe = (deltaX: number): boolean => Math.abs(deltaX) > swipeDismissThresholdPx;
