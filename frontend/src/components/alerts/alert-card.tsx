import { Alert, Box, Button, CloseButton } from '@chakra-ui/react';
import { type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { type AlertItem } from './alerts-slice';
import { isDismissingSwipe } from './swipe';

/** Texts longer than this start collapsed, with Show more. */
const collapsedLength = 140;

/** One alert: auto-dismiss after its timeout, expandable text, swipe sideways to dismiss. */
export default function AlertCard({
  alert,
  onDismiss: dismissById,
}: {
  alert: AlertItem;
  onDismiss: (id: string) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);
  const textId = useId();
  const long = alert.message.length > collapsedLength;

  const { id, timeout } = alert;
  const onDismiss = () => dismissById(id);

  useEffect(() => {
    if (timeout === null) return;
    const timer = setTimeout(() => dismissById(id), timeout);
    return () => clearTimeout(timer);
  }, [id, timeout, dismissById]);

  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (start.current !== null) setOffset(event.clientX - start.current);
  };
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null) return;
    const delta = event.clientX - start.current;
    start.current = null;
    if (isDismissingSwipe(delta)) onDismiss();
    else setOffset(0);
  };

  return (
    <Alert.Root
      status={alert.severity}
      variant="surface"
      boxShadow="md"
      role={alert.severity === 'error' || alert.severity === 'warning' ? 'alert' : 'status'}
      style={{
        transform: `translateX(${offset}px)`,
        opacity: 1 - Math.min(Math.abs(offset) / 200, 0.6),
        touchAction: 'pan-y',
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        start.current = null;
        setOffset(0);
      }}
    >
      <Alert.Indicator />
      <Alert.Content>
        {alert.title && <Alert.Title>{alert.title}</Alert.Title>}
        <Alert.Description id={textId} lineClamp={long && !expanded ? 2 : undefined}>
          {alert.message}
        </Alert.Description>
        {long && (
          <Box>
            <Button
              variant="plain"
              size="xs"
              px={0}
              aria-expanded={expanded}
              aria-controls={textId}
              onClick={() => setExpanded((e) => !e)}
            >
              {expanded ? 'Show less' : 'Show more'}
            </Button>
          </Box>
        )}
      </Alert.Content>
      <CloseButton size="sm" aria-label="Dismiss alert" onClick={onDismiss} alignSelf="start" />
    </Alert.Root>
  );
}
