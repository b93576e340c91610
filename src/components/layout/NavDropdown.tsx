import React, { useEffect, useId, useRef, useState } from "react";
import styled from "styled-components";
import type { MenuItem } from "../../content/navigation";
import { Icon } from "../ui/Icon";
import { NavHref } from "./NavHref";
import { navLinkStyles } from "./navLinkStyles";
import { theme } from "../../theme/theme";

const Item = styled.li`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
`;

const ParentLink = styled(NavHref)`
  ${navLinkStyles}
  padding-inline-end: 0;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  background: none;
  color: inherit;
  cursor: pointer;

  svg {
    transition: transform 0.2s ease;
  }

  &[aria-expanded="true"] svg {
    transform: rotate(180deg);
  }
`;

const Submenu = styled.ul`
  margin: 0;
  padding: ${theme.spacing(1)};
  list-style: none;
  flex-basis: 100%;

  ${theme.up("md")} {
    position: absolute;
    top: 100%;
    left: 0;
    min-width: 200px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
    background: ${theme.colors.surfaceRaised};
    box-shadow: 0 12px 32px rgba(0, 0, 0, 0.25);
  }
`;

const SubmenuLink = styled(NavHref)`
  ${navLinkStyles}
  display: flex;
`;

interface NavDropdownProps {
  item: MenuItem & { children: NonNullable<MenuItem["children"]> };
}

/**
 * Disclosure-style dropdown: the parent stays a link, a separate button opens the
 * submenu and announces its state; Escape closes it and returns focus to the button.
 */
export const NavDropdown = ({ item }: NavDropdownProps) => {
  const [open, setOpen] = useState(false);
  const submenuId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePointer);
  }, [open]);

  return (
    <Item
      ref={itemRef}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          toggleRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!itemRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <ParentLink link={item}>{item.title}</ParentLink>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={submenuId}
        aria-label={`${item.title} submenu`}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <Icon name="chevronDown" size={18} />
      </Toggle>
      <Submenu id={submenuId} hidden={!open}>
        {item.children.map((child) => (
          <li key={child.id ?? child.href}>
            <SubmenuLink link={child}>{child.title}</SubmenuLink>
          </li>
        ))}
      </Submenu>
    </Item>
  );
};
