//! Whitespace tokenising shared by both protocol parsers: move tokens stay text until the
//! variant parses them, numbers are read saturating so no value makes the engine panic.

/// Parses a non-negative integer, clamping huge values instead of failing.
pub fn number(token: Option<&str>) -> Option<u64> {
    let t = token?;
    if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(t.bytes().fold(0u64, |n, b| n.saturating_mul(10).saturating_add((b - b'0') as u64)))
}

/// Parses a signed integer (clocks may be negative), clamping huge values.
pub fn signed(token: Option<&str>) -> Option<i64> {
    let t = token?;
    let (neg, digits) = match t.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, t.strip_prefix('+').unwrap_or(t)),
    };
    let n = number(Some(digits))?.min(i64::MAX as u64) as i64;
    Some(if neg { -n } else { n })
}

/// Parses a decimal number such as XBoard's fractional increment (`0.5`).
pub fn decimal(token: Option<&str>) -> Option<f64> {
    token?.parse::<f64>().ok().filter(|v| v.is_finite())
}
