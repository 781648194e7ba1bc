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
 * A stand-in's press counts from the pointer going down: a button swapped for the real one before the
 * pointer comes up gets no click. A key press still clicks.
 */
export const standInPress = (press: () => void) => ({ onPointerDown: press, onClick: press });
