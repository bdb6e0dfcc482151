//! Asks the kernel to back a large, freshly allocated slice with transparent huge pages.
//! The solver's transposition table is gigabytes probed at random: with 4 KiB pages nearly
//! every probe misses the TLB. The call is a hint (`madvise(MADV_HUGEPAGE)`): it never
//! changes the contents, and where it is unsupported (other systems, WebAssembly, a kernel
//! without THP) nothing happens.

#![deny(missing_docs)]

/// Advises huge pages for the whole 2 MiB-aligned part of `slice` if it spans at least
/// 64 MiB. Call it before the pages are touched for the best effect.
pub fn advise<T>(slice: &[T]) {
    const HUGE: usize = 2 << 20;
    let bytes = std::mem::size_of_val(slice);
    if bytes < 32 * HUGE {
        return;
    }
    let start = slice.as_ptr() as usize;
    let aligned = start.next_multiple_of(HUGE);
    let len = (start + bytes).saturating_sub(aligned) / HUGE * HUGE;
    if len > 0 {
        madvise(aligned, len);
    }
}

#[cfg(all(unix, not(target_arch = "wasm32")))]
fn madvise(addr: usize, len: usize) {
    // SAFETY: [addr, addr + len) lies inside the live allocation behind the caller's slice
    // (aligned up, length rounded down); MADV_HUGEPAGE only changes how the kernel backs
    // the pages, never their contents. The result is ignored: a refused hint is harmless.
    unsafe {
        libc::madvise(addr as *mut libc::c_void, len, libc::MADV_HUGEPAGE);
    }
}

#[cfg(not(all(unix, not(target_arch = "wasm32"))))]
fn madvise(_: usize, _: usize) {}

#[cfg(test)]
mod tests {
    #[test]
    fn advising_keeps_the_contents() {
        let mut v = vec![0u64; 16 << 20];
        super::advise(&v);
        v[12345] = 7;
        assert_eq!(v.iter().sum::<u64>(), 7);
        super::advise(&v[..10]);
    }
}
