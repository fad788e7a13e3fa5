import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CloseIcon } from '../../shared/ui/icons.tsx';
import { menuGroups } from './menu.ts';
import styles from './mobile-menu.module.css';

interface MobileMenuProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The slide-in menu of mobile mode: a modal dialog mirroring the header's menus. */
export function MobileMenu({ isOpen, onClose }: MobileMenuProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  return (
    <dialog
      ref={dialogRef}
      className={styles.drawer}
      aria-label="전체 메뉴"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.top}>
          <Link to="/user/login" className={styles.login} onClick={onClose}>
            로그인하고 내 요금·사용량 보기
          </Link>
          <button type="button" className={styles.close} aria-label="메뉴 닫기" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="전체 메뉴">
          {menuGroups.map((group) => (
            <section key={group.label} className={styles.group}>
              <h2 className={styles.groupTitle}>
                <Link to={group.to} onClick={onClose}>
                  {group.label}
                </Link>
              </h2>
              {group.items.length > 0 && (
                <ul className={styles.items}>
                  {group.items.map((item) => (
                    <li key={item.to}>
                      <Link to={item.to} className={styles.item} onClick={onClose}>
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </nav>
      </div>
    </dialog>
  );
}
