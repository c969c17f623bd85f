import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react'
import { Scripts } from 'react-router'
import { APP_PRELOADS_ATTRIBUTE, APP_SCRIPT_TYPE } from '../contract.ts'

interface ElementProps {
  children?: ReactNode
  rel?: string
  href?: string
  type?: string
  [data: `data-${string}`]: string | undefined
}

/** Every element of React Router's `<Scripts />` output, fragments flattened. */
function flatten(node: ReactNode): ReactElement<ElementProps>[] {
  return Children.toArray(node).flatMap((child) => {
    if (!isValidElement<ElementProps>(child)) return []
    return typeof child.type === 'string' ? [child] : flatten(child.props.children)
  })
}

/**
 * React Router's `<Scripts />`, with its app code started only after the first paint.
 *
 * As React Router renders it, the page asks for about twenty modules (`<link rel="modulepreload">`, which React
 * moves into <head>) and the module script that imports the routes and the client entry. On a slow phone
 * connection all of that shares the link with the stylesheet, so the first paint waits for about 190 KB of
 * JavaScript the paint does not need. Here the preload links are left out and the module script gets a type the
 * browser does not run; its modules ride on the script as an attribute. The head script
 * (`inline/head-script.ts`) turns it back into a module script with those preloads once the page has painted.
 * Until then the page is the prerendered HTML; presses on it are held by the head script and replayed once
 * the app has hydrated.
 *
 * The same elements are rendered while hydrating, so the markup matches; once hydrated, React Router renders
 * nothing here, as its own `<Scripts />` does.
 */
export function PreviewScripts() {
  // `Scripts` is a plain function component: called here, its hooks run as this component's own.
  const elements = flatten(Scripts({}))
  const preloads = elements.flatMap(({ props }) =>
    props.rel === 'modulepreload' && props.href ? [props.href] : [],
  )
  return elements.flatMap((element, index) => {
    if (element.type === 'link' && element.props.rel === 'modulepreload') return []
    const key = `${element.type}-${index}`
    if (element.type === 'script' && element.props.type === 'module')
      return [
        cloneElement(element, { key, type: APP_SCRIPT_TYPE, [APP_PRELOADS_ATTRIBUTE]: preloads.join(' ') }),
      ]
    return [cloneElement(element, { key })]
  })
}
