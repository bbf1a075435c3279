//! `--check`: compares a response with the expected answers, case by case.
//!
//! EXPECTED is an `expectedResults.json` (only answers, keyed by tgId/tcId) or an
//! `internalProjection.json` (the inputs too, so the answer fields are chosen by the group's
//! direction and test type). A decrypt or verify case whose expected `testPassed` is false must
//! answer `testPassed: false`; otherwise every answer field must be present and equal (hex
//! compared without regard to case). Cases ACVP defers to the server (an IV the module made) have
//! no expected answer and are not compared.

use crate::runner::vector_set;
use crate::util::Outcome;
use serde_json::Value;
use std::collections::HashMap;

/// Fields that are inputs of a case, never answers.
const INPUTS: &[&str] = &[
    "tcId",
    "key",
    "iv",
    "aad",
    "msg",
    "message",
    "len",
    "payloadLen",
    "largeMsg",
    "deferred",
    "tweakValue",
    "sequenceNumber",
    "dataUnitLen",
    "outLen",
    "macLen",
    "keyLen",
];

fn is_true(v: &Value) -> Option<bool> {
    match v {
        Value::Bool(b) => Some(*b),
        Value::String(s) if s.eq_ignore_ascii_case("true") => Some(true),
        Value::String(s) if s.eq_ignore_ascii_case("false") => Some(false),
        _ => None,
    }
}

fn same(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::String(x), Value::String(y)) => x.eq_ignore_ascii_case(y),
        (Value::Array(x), Value::Array(y)) => x.len() == y.len() && x.iter().zip(y).all(|(p, q)| same(p, q)),
        // An expected object matches when each of its fields does (the response may say more).
        (Value::Object(x), Value::Object(y)) => x.iter().all(|(k, v)| y.get(k).is_some_and(|w| same(v, w))),
        (Value::Number(x), Value::String(y)) | (Value::String(y), Value::Number(x)) => x.to_string() == *y,
        _ => a == b,
    }
}

/// The answer fields of one expected case.
fn answers<'a>(group: &Value, test: &'a Value, projection: bool) -> Vec<(&'a str, &'a Value)> {
    let fields = test.as_object().into_iter().flatten().map(|(k, v)| (k.as_str(), v));
    if !projection {
        return fields.filter(|(k, _)| *k != "tcId").collect();
    }
    let direction = group.get("direction").and_then(Value::as_str).unwrap_or("");
    let mct = group.get("testType").and_then(Value::as_str) == Some("MCT");
    if mct {
        return fields.filter(|(k, _)| *k == "resultsArray").collect();
    }
    let input = match direction {
        "encrypt" => "pt",
        "decrypt" => "ct",
        _ => "",
    };
    let rejected = test.get("testPassed").and_then(is_true) == Some(false);
    fields
        .filter(|(k, _)| !INPUTS.contains(k) && *k != input && *k != "resultsArray")
        .filter(|(k, _)| match (*k, direction) {
            // Only a decrypt/verify case's testPassed is an answer; a rejected one answers
            // with it alone.
            ("testPassed", "decrypt" | "ver") => rejected,
            ("testPassed", _) => false,
            // The tag of a decrypt case is an input (GCM/GMAC); so is the MAC of a verify case.
            ("tag", "decrypt") | ("mac", "ver") => false,
            _ => !rejected,
        })
        .collect()
}

/// Every mismatch between EXPECTED and RESPONSE, one line each.
pub fn check(expected: &Value, response: &Value) -> Outcome<Vec<String>> {
    let exp = vector_set(expected)?;
    let got = vector_set(response)?;
    let projection = exp["testGroups"]
        .as_array()
        .and_then(|g| g.first())
        .and_then(|g| g["tests"].as_array())
        .and_then(|t| t.first())
        .is_some_and(|t| t.get("key").is_some() || t.get("msg").is_some() || t.get("largeMsg").is_some());
    let mut cases: HashMap<(String, String), &Value> = HashMap::new();
    for g in got["testGroups"].as_array().into_iter().flatten() {
        for t in g["tests"].as_array().into_iter().flatten() {
            cases.insert((g["tgId"].to_string(), t["tcId"].to_string().replace('"', "")), t);
        }
    }
    let mut lines = Vec::new();
    for g in exp["testGroups"].as_array().ok_or("expected: no testGroups")? {
        for t in g["tests"].as_array().ok_or("expected: no tests")? {
            let tc = t["tcId"].to_string().replace('"', "");
            let deferred = t.get("deferred").and_then(is_true) == Some(true)
                && g.get("ivGen").and_then(Value::as_str) == Some("internal");
            if deferred {
                continue;
            }
            let here = format!("tgId {} tcId {tc}", g["tgId"]);
            let Some(answer) = cases.get(&(g["tgId"].to_string(), tc.clone())) else {
                lines.push(format!("{here}: no answer in the response"));
                continue;
            };
            for (field, want) in answers(g, t, projection) {
                match answer.get(field) {
                    None => lines.push(format!("{here}: {field} missing (expected {want})")),
                    Some(have) if !same(want, have) => {
                        lines.push(format!("{here}: {field} expected {want}, got {have}"))
                    }
                    Some(_) => {}
                }
            }
            // A response that rejects what should pass is a mismatch too.
            if answer.get("testPassed").and_then(is_true) == Some(false)
                && t.get("testPassed").and_then(is_true) != Some(false)
                && !answers(g, t, projection).is_empty()
            {
                lines.push(format!("{here}: rejected, but the expected answer accepts it"));
            }
        }
    }
    Ok(lines)
}
