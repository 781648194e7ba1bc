import { useState } from 'react';

/**
 * The open state of a menu whose chunk loads after the first render, pressed for on its stand-in while
 * on its way (decision 071): open on arrival, and also when that press is handled only after the menu
 * arrived, as a press straddling the swap of the stand-in for the real button is.
 */
export const useOpenedOnArrival = (openedOnArrival: boolean): [boolean, (opened: boolean) => void] => {
  const [opened, setOpened] = useState(openedOnArrival);
  const [asked, setAsked] = useState(openedOnArrival);
  if (asked !== openedOnArrival) {
    setAsked(openedOnArrival);
    if (openedOnArrival) setOpened(true);
  }
  return [opened, setOpened];
};

/**
 * A stand-in's press: a click, or a pointer that went down on the stand-in and came up anywhere. A
 * button swapped for the real one while the pointer is down gets no click, so the press counts when
 * the pointer comes up; counting it on the way down would open the menu before that press's own
 * mousedown, which the menu takes for a click outside it and closes on. A key press still clicks.
 */
export const standInPress = (press: () => void) => ({
  onPointerDown: () => {
    const cancel = () => window.removeEventListener('pointerup', release);
    const release = () => {
      window.removeEventListener('pointercancel', cancel);
      press();
    };
    window.addEventListener('pointerup', release, { once: true });
    window.addEventListener('pointercancel', cancel, { once: true });
  },
  onClick: press,
});
