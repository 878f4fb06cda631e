// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {FlaskPrediction} from "../../src/prediction/FlaskPrediction.sol";
import {IAggregatorV3} from "../../src/prediction/interfaces/IAggregatorV3.sol";
import {DevnetPriceFeed} from "../../src/prediction/testing/DevnetPriceFeed.sol";
import {Test} from "../utils/Test.sol";

/// The prediction with SPEC 9's defaults (100-block rounds, 20-block buffer, 0.001 BNB minimum,
/// 97% to winners, answers usable for 300 s) on a DevnetPriceFeed at $600.00000000, and helpers
/// that play the operator and the oracle keeper.
abstract contract PredictionFixture is Test {
    uint256 internal constant INTERVAL = 100;
    uint256 internal constant BUFFER = 20;
    uint256 internal constant MIN_BET = 0.001 ether;
    uint256 internal constant REWARD_RATE = 97;
    uint256 internal constant ALLOWANCE = 300;
    int256 internal constant PRICE = 600e8;

    FlaskPrediction internal prediction;
    DevnetPriceFeed internal feed;
    address internal owner = makeAddr("owner");
    address internal operator = makeAddr("operator");
    address internal keeper = makeAddr("keeper");
    address internal treasury = makeAddr("treasury");
    address internal alice = makeAddr("alice");
    address internal bob = makeAddr("bob");
    address internal carol = makeAddr("carol");

    function setUp() public virtual {
        vm.warp(1_700_000_000);
        vm.roll(1000);
        feed = new DevnetPriceFeed(8, "BNB / USD", PRICE, keeper);
        prediction = _deploy(feed);
        vm.deal(alice, 1000 ether);
        vm.deal(bob, 1000 ether);
        vm.deal(carol, 1000 ether);
    }

    function _deploy(IAggregatorV3 oracle) internal returns (FlaskPrediction) {
        return new FlaskPrediction(oracle, ALLOWANCE, REWARD_RATE, INTERVAL, BUFFER, MIN_BET, owner, operator, treasury);
    }

    /// Publishes a new oracle answer: the keeper's step before every lock and execute.
    function _submit(int256 price) internal {
        vm.prank(keeper);
        feed.submit(price);
    }

    function _genesisStart() internal {
        vm.prank(operator);
        prediction.genesisStartRound();
    }

    function _genesisLock(int256 price) internal {
        _submit(price);
        vm.prank(operator);
        prediction.genesisLockRound();
    }

    function _execute(int256 price) internal {
        _submit(price);
        vm.prank(operator);
        prediction.executeRound();
    }

    /// Rolls to the current round's lock block: where genesisLockRound and executeRound are on time.
    function _rollToLock() internal {
        vm.roll(_round(prediction.currentEpoch()).lockBlock);
        vm.warp(block.timestamp + 3);
    }

    /// Starts round 1 and locks it on time at PRICE: round 2 is open for bets.
    function _startAndLock() internal {
        _genesisStart();
        _rollToLock();
        _genesisLock(PRICE);
    }

    function _bet(address who, uint256 epoch, bool bull, uint256 amount) internal {
        vm.prank(who);
        if (bull) prediction.betBull{value: amount}(epoch);
        else prediction.betBear{value: amount}(epoch);
    }

    function _claim(address who, uint256 epoch) internal returns (uint256 received) {
        uint256[] memory epochs = new uint256[](1);
        epochs[0] = epoch;
        uint256 before = who.balance;
        vm.prank(who);
        prediction.claim(epochs);
        return who.balance - before;
    }

    struct RoundView {
        uint256 epoch;
        uint256 startBlock;
        uint256 lockBlock;
        uint256 endBlock;
        int256 lockPrice;
        int256 closePrice;
        uint256 totalAmount;
        uint256 bullAmount;
        uint256 bearAmount;
        uint256 rewardBaseCalAmount;
        uint256 rewardAmount;
        bool oracleCalled;
    }

    /// Every field of rounds(epoch), decoded whole (twelve return values overflow the stack).
    function _round(uint256 epoch) internal view returns (RoundView memory) {
        (bool ok, bytes memory data) = address(prediction).staticcall(abi.encodeCall(prediction.rounds, (epoch)));
        assertTrue(ok, "rounds() reverted");
        return abi.decode(data, (RoundView));
    }

    function _bets(uint256 epoch, address who) internal view returns (uint8 position, uint256 amount, bool claimed) {
        FlaskPrediction.Position p;
        (p, amount, claimed) = prediction.ledger(epoch, who);
        position = uint8(p);
    }
}
