"""The scenario number grammar, the header reader and the digest hash, on values a person can
check by hand."""
import math
import pathlib

import pytest

import fizz
from fizz.scenario import FNV1a


def test_decimals_round_once():
    assert fizz.parse_number("0.1").double == 0.1
    assert fizz.parse_number("1/60").double == 1 / 60
    assert fizz.parse_number("1e22").double == 1e22
    assert fizz.parse_number("-2.5E-3").double == -0.0025
    assert fizz.parse_number("123456789012345").double == 123456789012345.0
    assert math.copysign(1, fizz.parse_number("-0").double) == -1
    assert fizz.parse_number("40").integer == 40
    assert fizz.parse_number("4.0").integer is None


@pytest.mark.parametrize("t", ["1e23", "1e-23", "1234567890123456", "0x123456789", "+0x1", ".", "1e",
                               "1.2.3", "1/", "x", "--1", "0.1f"])
def test_literals_outside_the_grammar_are_refused(t):
    assert fizz.parse_number(t) is None


def test_hex_floats_spell_exact_bits():
    import struct
    bits = lambda t: struct.unpack("<Q", struct.pack("<d", fizz.parse_number(t).double))[0]  # noqa: E731
    assert bits("0x0.0000000000001p-1022") == 1                      # 5e-324
    assert bits("-0x0.0000000000001p-1022") == 0x8000000000000001
    assert fizz.parse_number("0x1.312d000000001p+23").double == 10000000.000000002   # 1e7 + 1 ulp
    assert fizz.parse_number("0x1.8p1").double == 3.0
    assert fizz.parse_number("0x1.fffffffffffffp+1023").double == 1.7976931348623157e308
    assert bits("-0x0.0p+0") == 0x8000000000000000
    assert fizz.parse_number("0x1p3").integer is None
    for t in ["0x1.0p1024", "0x0.8p-1021", "0x1.00000000000000p0", "0x2p0"]:
        assert fizz.parse_number(t) is None


def test_hex_and_special_values():
    assert fizz.parse_number("0x1F").integer == 31
    assert fizz.parse_number("-0x1").integer == -1
    assert fizz.parse_number("0xFFFFFFFF").integer == 4294967295
    assert math.isnan(fizz.parse_number("nan").double)
    assert fizz.parse_number("-inf").double == -math.inf
    assert fizz.parse_number("1/0").double == math.inf
    assert math.isnan(fizz.parse_number("0/0").double)


def test_header_types_and_array_shapes():
    api = fizz.parse_header(pathlib.Path(fizz.header_path()).read_text(encoding="utf-8"))
    assert api["world_create"].params == ["f64", "f64"]
    assert api["world_hash"].result == "i64"
    assert (api["world_positions"].result, api["world_positions"].stride, api["world_positions"].count) == ("doubles", 3, "world_count")
    assert api["world_velocities"].stride == 2
    assert (api["world_ids"].result, api["world_ids"].stride) == ("words", 1)
    assert api["last_error_message"].result == "string"
    assert api["world_positions"].count_args == [0]
    assert api["picker_events"].count == "picker_event_count"
    synthetic = fizz.parse_header("/* fizz_thing_count(world) × (kind, id, detail, 0) records. */\n"
                                  "const uint32_t* fizz_things(uint32_t world);\n"
                                  "/* fizz_row_count(world, row) × (x, y) doubles. */\n"
                                  "const double* fizz_row(uint32_t world, int32_t row);\n"
                                  "/* count × (x, y): the old shorthand, no longer a length. */\n"
                                  "const double* fizz_points(uint32_t world);\n"
                                  "/* no shape */ const double* fizz_odd(uint32_t w);\n"
                                  "int32_t fizz_buf(uint8_t* p);")
    assert (synthetic["things"].count, synthetic["things"].count_args, synthetic["things"].stride) == ("thing_count", [0], 4)
    assert (synthetic["row"].count, synthetic["row"].count_args, synthetic["row"].stride) == ("row_count", [0, 1], 2)
    assert not synthetic["points"].callable
    assert not synthetic["odd"].callable
    assert not synthetic["buf"].callable


def test_fnv1a_vectors():
    h = FNV1a()
    assert h.value == 0xCBF29CE484222325
    h.byte(ord("a"))
    assert h.value == 0xAF63DC4C8601EC8C


def test_scenario_errors_name_the_line():
    api = fizz.parse_header(pathlib.Path(fizz.header_path()).read_text(encoding="utf-8"))
    with pytest.raises(fizz.ScenarioError) as e:
        fizz.parse_scenario("w = world_create 1 1\nworld_stepp w 1", api)
    assert e.value.line == 2
    with pytest.raises(fizz.ScenarioError, match="used before"):
        fizz.parse_scenario("world_step w 1/60", api)
    with pytest.raises(fizz.ScenarioError, match="not an integer literal"):
        fizz.parse_scenario("world_set_walls 0 0.5 1", api)
    s = fizz.parse_scenario("# c\n\nw = world_create 390 844 # size\nworld_step w 1/60 *600\n", api)
    assert [l.repeat for l in s.lines] == [1, 600]


@pytest.mark.parametrize("text, message", [
    ("w = world_create 1 1\nworld_stepp w 1", "line 2: unknown call 'world_stepp': did you mean 'world_step'?"),
    ("fizz_version", "line 1: unknown call 'fizz_version': did you mean 'version'?"),
    ("foo", "line 1: unknown call 'foo' (calls are the C names of wasm/fizz.h without 'fizz_')"),
    ("w = world_create 1 1\nworld_step w 1 2", "line 2: wrong number of arguments: world_step takes 2, got 3"),
    ("w = world_create 1", "line 1: wrong number of arguments: world_create takes 2, got 1"),
    ("w = world_create 1234567890123456789 1", "line 1: '1234567890123456789' has 19 significant digits; "
     "a decimal has at most 15, so that every host parses it to the same double"),
    ("w = world_create 0.0001234567890123456 1", "line 1: '0.0001234567890123456' has 16 significant digits; "
     "a decimal has at most 15, so that every host parses it to the same double"),
    ("w = world_create 1e23 1", "line 1: '1e23' needs a power of ten beyond ±22; "
     "a decimal stays within ±22, so that every host parses it to the same double"),
    ("w = world_create 1/12345678901234567 1", "line 1: '1/12345678901234567' has 17 significant digits; "
     "a decimal has at most 15, so that every host parses it to the same double"),
    ("world_is_valid 0x123456789", "line 1: '0x123456789' has more than 8 hex digits; a hex literal is a 32-bit word"),
    ("world_is_valid 12px", "line 1: '12px' is neither a name nor a number in the scenario format"),
])
def test_scenario_errors_name_the_token_like_swift_and_js(text, message):
    api = fizz.parse_header(pathlib.Path(fizz.header_path()).read_text(encoding="utf-8"))
    with pytest.raises(fizz.ScenarioError) as e:
        fizz.parse_scenario(text, api)
    assert str(e.value) == message


def test_edit_distance_and_nearest_call():
    from fizz.scenario import edit_distance, nearest_call
    assert edit_distance("kitten", "sitting") == 3
    assert edit_distance("", "abc") == 3
    assert nearest_call("world_stpe", ["world_step", "world_set_damping"]) == "world_step"
    assert nearest_call("bb", ["ab", "ba"]) == "ab"          # a tie: alphabetical
    assert nearest_call("xyz", ["world_step"]) is None
