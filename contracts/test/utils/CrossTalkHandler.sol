// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Test} from "./Test.sol";

/// @dev Invariant handler base for "no user's action changes another user's balance": each
/// action is wrapped in _before/_after, which compare everything _others reports for the others.
abstract contract CrossTalkHandler is Test {
    bool public crossTalk;
    uint256[] private _othersSnapshot;

    /// @dev What every user other than `actor` holds in the system under test.
    function _others(address actor) internal view virtual returns (uint256[] memory values);

    /// @dev Further checks run after every action.
    function _afterAction() internal virtual;

    function _before(address actor) internal {
        _othersSnapshot = _others(actor);
    }

    function _after(address actor) internal {
        uint256[] memory now_ = _others(actor);
        for (uint256 i; i < now_.length; ++i) {
            if (now_[i] != _othersSnapshot[i]) crossTalk = true;
        }
        _afterAction();
    }
}
