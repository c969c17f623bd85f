// Hosts serve the page prerendered at /404 for any unknown address: the logged path is the browser's own.
console.error(`404 Error: User attempted to access non-existent route: ${window.location.pathname}`)
