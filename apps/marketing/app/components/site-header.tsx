import { BRAND_NAME } from '@app/ui/brand'
import { Button, buttonVariants } from '@app/ui/components/button'
import { Logo } from '@app/ui/components/logo'
import { useMobileMenu } from '@app/ui/hooks/use-mobile-menu'
import { cn } from '@app/ui/lib/utils'
import { Menu, X } from 'lucide-react'
import { useEffect, useId } from 'react'
import { Link, useLocation } from 'react-router'
import { useSectionScroll } from '../hooks/use-section-scroll'
import { EARLY_ACCESS_PATH, PRICING_PATH, previewLinks, sectionLinks } from './site-nav'

const textLinkClass =
  'whitespace-nowrap rounded-md px-2 py-2 font-medium text-muted-foreground text-sm transition-colors hover:text-foreground lg:px-3'
const menuLinkClass =
  'flex min-h-12 w-full items-center rounded-lg px-3 font-medium text-base text-foreground transition-colors hover:bg-muted'

export function SiteHeader() {
  const { open: menuOpen, close: closeMenu, toggle: toggleMenu } = useMobileMenu()
  const menuId = useId()
  const scrollToSection = useSectionScroll()
  const { pathname } = useLocation()

  // A navigation (back button included) must never leave the menu covering the new page.
  useEffect(() => {
    closeMenu()
  }, [pathname, closeMenu])

  const sectionLink = (link: (typeof sectionLinks)[number], className: string) => (
    <a
      key={link.sectionId}
      href={`/#${link.sectionId}`}
      className={className}
      onClick={(event) => {
        event.preventDefault()
        closeMenu()
        scrollToSection(link.sectionId)
      }}
    >
      {link.label}
    </a>
  )

  return (
    <header className="sticky top-0 z-40 border-border/70 border-b bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:px-6 lg:gap-4 lg:px-8">
        <Link to="/" className="rounded-lg" aria-label={`${BRAND_NAME} home`} onClick={closeMenu}>
          {/* Between the mobile menu and desktop widths every entry must fit: the mark alone stands in. */}
          <Logo className="md:max-lg:[&>span]:hidden" />
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {sectionLinks.map((link) => sectionLink(link, textLinkClass))}
          <Link to={PRICING_PATH} className={textLinkClass}>
            Pricing
          </Link>
        </nav>

        <div className="hidden items-center gap-1 md:flex lg:gap-2">
          {previewLinks.map((link) => (
            <a
              key={link.href}
              href={link.href}
              className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'md:max-lg:px-2')}
            >
              {link.label}
            </a>
          ))}
          <Link to={EARLY_ACCESS_PATH} className={buttonVariants({ variant: 'gradient', size: 'sm' })}>
            Get Early Access
          </Link>
        </div>

        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={toggleMenu}
        >
          {menuOpen ? (
            <X className="size-5" aria-hidden="true" />
          ) : (
            <Menu className="size-5" aria-hidden="true" />
          )}
        </Button>
      </div>

      <nav
        id={menuId}
        aria-label="Mobile"
        hidden={!menuOpen}
        className="border-border border-t bg-background px-4 pt-2 pb-4 shadow-card md:hidden"
      >
        <ul className="flex flex-col gap-1">
          {sectionLinks.map((link) => (
            <li key={link.sectionId}>{sectionLink(link, menuLinkClass)}</li>
          ))}
          <li>
            <Link to={PRICING_PATH} className={menuLinkClass} onClick={closeMenu}>
              Pricing
            </Link>
          </li>
          {previewLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href} className={menuLinkClass} onClick={closeMenu}>
                {link.label}
              </a>
            </li>
          ))}
          <li className="pt-2">
            <Link
              to={EARLY_ACCESS_PATH}
              className={buttonVariants({ variant: 'gradient', size: 'lg', className: 'w-full' })}
              onClick={closeMenu}
            >
              Get Early Access
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  )
}
