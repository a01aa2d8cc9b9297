import React from 'react';
import {act, fireEvent, render, renderHook, screen} from '@testing-library/react';
import {Accordion, AccordionGroup} from '../../src/content/components/Accordion';
import {AccordionGroupContext, useAccordion, useAccordionGroupState} from '../../src/content/hooks/useAccordion';

describe('useAccordion', () => {
  it('alone, toggles itself open and closed', () => {
    const {result} = renderHook(() => useAccordion());
    expect(result.current.open).toBe(false);
    act(() => result.current.toggle());
    expect(result.current.open).toBe(true);
    act(() => result.current.toggle());
    expect(result.current.open).toBe(false);
  });

  it('alone, may start open', () => {
    const {result} = renderHook(() => useAccordion(true));
    expect(result.current.open).toBe(true);
  });

  it('gives every accordion its own id', () => {
    const {result} = renderHook(() => [useAccordion(), useAccordion()]);
    expect(result.current[0].id).not.toBe(result.current[1].id);
  });

  it('in a group, shares one open slot between accordions', () => {
    function useTwoInAGroup() {
      return [useAccordion(), useAccordion()];
    }
    // Both hooks run under one provider whose state lives in the wrapper.
    let group: ReturnType<typeof useAccordionGroupState> | undefined;
    function Wrapper({children}: {children: React.ReactNode}) {
      group = useAccordionGroupState();
      return <AccordionGroupContext.Provider value={group}>{children}</AccordionGroupContext.Provider>;
    }
    const {result} = renderHook(useTwoInAGroup, {wrapper: Wrapper});
    expect(result.current.map((accordion) => accordion.open)).toEqual([false, false]);
    act(() => result.current[0]!.toggle());
    expect(result.current.map((accordion) => accordion.open)).toEqual([true, false]);
    act(() => result.current[1]!.toggle());
    expect(result.current.map((accordion) => accordion.open)).toEqual([false, true]);
    act(() => result.current[1]!.toggle());
    expect(result.current.map((accordion) => accordion.open)).toEqual([false, false]);
    expect(group?.openId).toBeNull();
  });
});

describe('<Accordion>', () => {
  it('is a disclosure button inside a heading, controlling a labelled region', () => {
    render(<Accordion title="Who approves a scope?">The API Platform team.</Accordion>);
    const button = screen.getByRole('button', {name: 'Who approves a scope?'});
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveProperty('type', 'button');
    expect(button.closest('h3')).not.toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeNull();
    expect(panel.hidden).toBe(true);
    expect(panel.getAttribute('role')).toBe('region');
    expect(panel.getAttribute('aria-labelledby')).toBe(button.id);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(screen.getByRole('region', {name: 'Who approves a scope?'}).textContent).toBe('The API Platform team.');

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
  });

  it('in a group, opening one closes the others', () => {
    render(
      <AccordionGroup>
        <Accordion title="First">One</Accordion>
        <Accordion title="Second">Two</Accordion>
        <Accordion title="Third">Three</Accordion>
      </AccordionGroup>,
    );
    const expanded = () => screen.getAllByRole('button').map((button) => button.getAttribute('aria-expanded'));
    fireEvent.click(screen.getByRole('button', {name: 'First'}));
    expect(expanded()).toEqual(['true', 'false', 'false']);
    fireEvent.click(screen.getByRole('button', {name: 'Third'}));
    expect(expanded()).toEqual(['false', 'false', 'true']);
    expect(screen.getByText('One').closest('[role="region"]')).toHaveProperty('hidden', true);
    expect(screen.getByText('Three').closest('[role="region"]')).toHaveProperty('hidden', false);
  });

  it('keeps two groups independent', () => {
    render(
      <>
        <AccordionGroup>
          <Accordion title="A1">a</Accordion>
        </AccordionGroup>
        <AccordionGroup>
          <Accordion title="B1">b</Accordion>
        </AccordionGroup>
      </>,
    );
    fireEvent.click(screen.getByRole('button', {name: 'A1'}));
    fireEvent.click(screen.getByRole('button', {name: 'B1'}));
    expect(screen.getByRole('button', {name: 'A1'}).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', {name: 'B1'}).getAttribute('aria-expanded')).toBe('true');
  });
});
